import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Submission } from '../../../common/contract/encode-submission';
import { submitForm } from '../../../common/lead-forms/submit-form';
import { contactForm } from '../../../common/contract/form-fields';

afterEach(() => vi.unstubAllGlobals());

const contact: Submission = {
  form: contactForm,
  values: { name: 'Sam', email: 'sam@example.com', phone: '250-555-0100', subject: '', message: 'Hi' },
};

describe('submitForm', () => {
  it('posts same-origin endpoints in same-origin mode', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    await submitForm('/', contact);
    expect(fetchMock.mock.calls[0][1]?.mode).toBe('same-origin');
    expect(String(fetchMock.mock.calls[0][0])).toBe(new URL('/', location.href).href);
  });

  it('posts cross-origin endpoints in no-cors mode, since the answer is never read (product rules §3.3)', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    await submitForm('https://leads.example.org/', contact);
    expect(fetchMock.mock.calls[0][1]?.mode).toBe('no-cors');
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('gives up on a stalled request after 30 s, so the visitor still hears of it', async () => {
    vi.useFakeTimers();
    const stalled = vi.fn<typeof fetch>(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    vi.stubGlobal('fetch', stalled);
    const outcome = submitForm('/', contact).then(
      () => 'resolved',
      () => 'rejected',
    );
    await vi.advanceTimersByTimeAsync(29_000);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toBe('rejected');
    vi.useRealTimers();
  });

  it('rejects when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(submitForm('/', contact)).rejects.toThrow('Failed to fetch');
  });
});
