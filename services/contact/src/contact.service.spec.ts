import { ContactRepository, NewContactMessage } from './contact.repository';
import { ContactService } from './contact.service';

describe('ContactService', () => {
  function serviceWith(saved: NewContactMessage[]) {
    const repository: Partial<ContactRepository> = {
      insertMessage: jest.fn(async (row: NewContactMessage) => {
        saved.push(row);
        return 'generated-id';
      }),
    };
    return new ContactService(repository as ContactRepository);
  }

  it('stores the message with a lower-cased email and the client address', async () => {
    const saved: NewContactMessage[] = [];
    const result = await serviceWith(saved).create({
      username: 'Ann',
      email: 'Ann@Example.COM',
      message: 'hi',
      clientIp: '10.0.0.7',
    });

    expect(result).toEqual({ id: 'generated-id', message: 'Message received' });
    expect(saved).toEqual([
      { username: 'Ann', email: 'ann@example.com', message: 'hi', clientIp: '10.0.0.7' },
    ]);
  });

  it('stores no address when none is known', async () => {
    const saved: NewContactMessage[] = [];
    await serviceWith(saved).create({
      username: 'Ann',
      email: 'a@b.co',
      message: 'hi',
      clientIp: '',
    });
    expect(saved[0].clientIp).toBeNull();
  });
});
