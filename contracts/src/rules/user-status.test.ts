import { describe, expect, it } from 'vitest';
import { deriveUserStatus } from './user-status';

describe('deriveUserStatus', () => {
  it('is unknown without a user', () => {
    expect(deriveUserStatus(null)).toBe('unknown');
    expect(deriveUserStatus(undefined)).toBe('unknown');
  });

  it('is inactive when not active, whatever the verification', () => {
    expect(deriveUserStatus({ isActive: false, isVerified: true })).toBe('inactive');
    expect(deriveUserStatus({ isActive: false, isVerified: false })).toBe('inactive');
  });

  it('is unverified when active but not verified', () => {
    expect(deriveUserStatus({ isActive: true, isVerified: false })).toBe('unverified');
  });

  it('is active when active and verified', () => {
    expect(deriveUserStatus({ isActive: true, isVerified: true })).toBe('active');
  });
});
