/** Worker slot i uses mock port MOCK_BASE_PORT+i and console port WEB_BASE_PORT+i. */
export const MOCK_BASE_PORT = 8810;
export const WEB_BASE_PORT = 4310;
