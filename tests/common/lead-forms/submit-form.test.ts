import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeSubmission, submitForm } from '../../../common/lead-forms/submit-form';

afterEach(() => vi.unstubAllGlobals());

describe('encodeSubmission', () => {
  it('puts form-name first and the bot trap last', () => {
    const body = encodeSubmission({
      formName: 'contact',
      fields: [
        ['name', 'Sam & Co'],
        ['message', 'Hi = hello'],
      ],
    });
    expect(body.toString()).toBe('form-name=contact&name=Sam+%26+Co&message=Hi+%3D+hello&bot-field=');
  });

  it('posts whatever a bot typed into the trap', () => {
    expect(encodeSubmission({ formName: 'contact', fields: [], botValue: 'spam' }).get('bot-field')).toBe('spam');
  });
});

describe('submitForm', () => {
  it('posts same-origin endpoints in same-origin mode', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    await submitForm({ endpoint: '/', formName: 'contact', fields: [] });
    expect(fetchMock.mock.calls[0][1]?.mode).toBe('same-origin');
    expect(String(fetchMock.mock.calls[0][0])).toBe(new URL('/', location.href).href);
  });

  it('posts cross-origin endpoints in no-cors mode, since the answer is never read (D4)', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null));
    vi.stubGlobal('fetch', fetchMock);
    await submitForm({ endpoint: 'https://leads.example.org/', formName: 'contact', fields: [] });
    expect(fetchMock.mock.calls[0][1]?.mode).toBe('no-cors');
    expect(fetchMock.mock.calls[0][1]?.headers).toEqual({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('gives up on a stalled request after 30 s, so the visitor still hears of it', async () => {
    vi.useFakeTimers();
    const stalled = vi.fn<typeof fetch>(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    vi.stubGlobal('fetch', stalled);
    const outcome = submitForm({ endpoint: '/', formName: 'contact', fields: [] }).then(
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
    await expect(submitForm({ endpoint: '/', formName: 'contact', fields: [] })).rejects.toThrow('Failed to fetch');
  });
});
