/** The element id of a form field built from a document ('explorer-body_name'): its label, its error summary's link. */
export const fieldElementId = (prefix: string, fieldId: string) =>
  `${prefix}-${fieldId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
