/** The company's application (§7 "Application ..."): for now the call-manager request. */
import { http } from 'msw';
import { authenticate, ok } from '../http';
import { mutate } from '../store';
import { demoLog } from '../log';
import { nextId } from '../users';
import { api } from './paths';

export const applicationHandlers = [
  // §7 "GET application/call-for-help": a manager calls the company back.
  http.get(api('chief', 'application/call-for-help'), ({ request }) => {
    const user = authenticate(request, 'chief');
    mutate((db) => {
      db.call_requests.push({
        id: nextId(db.call_requests),
        user_id: user.id,
        company_id: user.company_id,
        created_at: new Date().toISOString(),
      });
    });
    demoLog(`заявка на звонок менеджера от ${user.name} (${user.phone})`);
    return ok({ message: 'Заявка принята. Менеджер свяжется с вами в ближайшее время' });
  }),
];
