/** The administrator's company list and card (§2 Admin routes). */
import { http } from 'msw';
import { authenticate, fail, list, ok, pageParams } from '../http';
import { getDb } from '../store';
import type { CompanyRecord } from '../types';
import { api } from './paths';

// 'ё' and 'е' are one letter to a person searching, so they are one letter here.
const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

function matches(company: CompanyRecord, search: string): boolean {
  const needle = fold(search);
  return [company.name, company.city, company.inn].some((field) => fold(field).includes(needle));
}

const companies = http.get(api('admin', 'companies'), ({ request }) => {
  authenticate(request, 'admin');
  const url = new URL(request.url);
  const { page, perPage } = pageParams(url);
  const search = url.searchParams.get('search')?.trim() ?? '';
  const found = getDb()
    .companies.filter((c) => !search || matches(c, search))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return list(found, page, perPage);
});

const company = http.get<{ id: string }>(api('admin', 'companies/:id'), ({ request, params }) => {
  authenticate(request, 'admin');
  const found = getDb().companies.find((c) => String(c.id) === params.id);
  return found ? ok(found) : fail(404, 'Компания не найдена');
});

export const adminHandlers = [companies, company];
