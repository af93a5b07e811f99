import { Repository } from 'typeorm';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';

describe('ContactService', () => {
  function serviceWith(saved: Partial<ContactMessage>[]) {
    const repository = {
      create: jest.fn((fields: Partial<ContactMessage>) => fields),
      save: jest.fn(async (row: Partial<ContactMessage>) => {
        saved.push(row);
        return { ...row, id: 'generated-id' };
      }),
    } as unknown as Repository<ContactMessage>;
    return new ContactService(repository);
  }

  it('stores the message with a lower-cased email and the client address', async () => {
    const saved: Partial<ContactMessage>[] = [];
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
    const saved: Partial<ContactMessage>[] = [];
    await serviceWith(saved).create({
      username: 'Ann',
      email: 'a@b.co',
      message: 'hi',
      clientIp: '',
    });
    expect(saved[0].clientIp).toBeNull();
  });
});
