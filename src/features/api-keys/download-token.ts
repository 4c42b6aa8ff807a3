/** Saves the token as a .txt file. The object URL is revoked right after the click so it cannot be reopened. */
export function downloadToken(token: string, keyName: string): void {
  const blob = new Blob([`${token}\n`], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${safeFileName(keyName)}.txt`;
    link.rel = 'noopener';
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}

function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `api-key-${cleaned || 'new'}`;
}
