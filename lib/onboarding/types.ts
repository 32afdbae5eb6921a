/** The onboarding records' types: a leaf module that api.ts, schema.ts and the screens import (no loop). */

/** The company as PATCH profile/company and GET profile/me return it. */
export interface CompanyDetails {
  id: number;
  name: string;
  legalName: string;
  inn: string;
  city: string;
  address: string;
  email: string;
  /** 11 digits, '74951234567'. */
  phone: string;
}

export type CompanyValues = Omit<CompanyDetails, 'id'>;

/** GET profile/me as the start screen needs it. */
export interface OnboardingProfile {
  id: number;
  name: string;
  email: string;
  phone: string;
  step: string | null;
  company: CompanyDetails | null;
}
