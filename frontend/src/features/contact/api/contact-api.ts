import { api } from '../../../lib/api-client';

export interface ContactMessage {
  username: string;
  email: string;
  message: string;
}

/** `POST /api/contact`; the caller reads the status (200 is success), so no status throws here. */
export async function sendContactMessage(message: ContactMessage): Promise<{ status: number }> {
  const { status } = await api.post('/api/contact', message, { validateStatus: () => true });
  return { status };
}
