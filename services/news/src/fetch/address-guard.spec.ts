import { AddressGuard, BlockedAddressError, isPublicAddress } from './address-guard';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('AddressGuard', () => {
  it('refuses IP literals and names that resolve to local addresses', async () => {
    const guard = new AddressGuard(false);
    await expect(guard.check('127.0.0.1')).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(guard.check('[::1]')).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(guard.check('localhost')).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it('allows loopback, and still no private range, only when told to (tests)', async () => {
    const guard = new AddressGuard(true);
    await expect(guard.check('127.0.0.1')).resolves.toBeUndefined();
    await expect(guard.check('localhost')).resolves.toBeUndefined();
    await expect(guard.check('10.0.0.1')).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(guard.check('169.254.169.254')).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(guard.check('192.168.0.10')).rejects.toBeInstanceOf(BlockedAddressError);
  });
});
