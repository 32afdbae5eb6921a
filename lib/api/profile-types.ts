/** Profile of the signed-in company user (GET profile/me), camelCase as the BFF returns it. */
export interface Profile {
  id: number;
  name: string;
  email: string;
  phone: string;
  step: string | null;
  company?: {
    id: number;
    name: string;
    legalName?: string;
    inn?: string;
    address?: string;
  };
}
