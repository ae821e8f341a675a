/** The two items a signed-in browser keeps; the names are the portal's contract with older clients. */
const API_KEY = 'userApiKey';
const TOKEN = 'userToken';

export interface Credentials {
  apiKey: string;
  token: string;
}

/** Both items or nothing: half a session is treated as no session. */
export function readCredentials(): Credentials | null {
  const apiKey = localStorage.getItem(API_KEY);
  const token = localStorage.getItem(TOKEN);
  return apiKey && token ? { apiKey, token } : null;
}

export function storeCredentials({ apiKey, token }: Credentials): void {
  localStorage.setItem(API_KEY, apiKey);
  localStorage.setItem(TOKEN, token);
}

export function clearCredentials(): void {
  localStorage.removeItem(API_KEY);
  localStorage.removeItem(TOKEN);
}
