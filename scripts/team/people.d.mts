export interface DemoPerson {
  login: string;
  password: string;
  name: string;
  email: string;
  groups: string[];
  role: 'admin' | 'viewer' | 'no role';
}
export const PEOPLE: DemoPerson[];
export const OFFICE: DemoPerson[];
export const EVERYONE: DemoPerson[];
