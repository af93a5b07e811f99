/**
 * Every message pattern and event name, in one place, so the gateway and the services cannot drift
 * apart. A pattern's first segment is the service that serves it.
 */
export const SERVICES = ['contact'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const ContactPatterns = {
  create: 'contact.create',
} as const;

export const Events = {
  userDeleted: 'user.deleted',
} as const;
