export interface AdminCompany {
  id: number;
  name: string;
  city?: string;
  inn?: string;
  isActive: boolean;
  appState?: string;
  createdAt?: string;
}
