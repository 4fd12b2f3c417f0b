import { describe, expect, it } from 'vitest';
import { validateDownloadRequest } from './download-request-schema.ts';

const request = {
  name: ' Li Wei ',
  email: 'li@example.com',
  company: '',
  document: 'zs-VT15.specSheet.en',
  consentPrivacy: 'yes',
};

describe('a download request, checked by the contact form’s rules', () => {
  it('accepts a name, an address, the consent and a document, trimmed, the company optional', () => {
    const checked = validateDownloadRequest(request, { transferRecipient: undefined });
    expect(checked).toMatchObject({
      success: true,
      data: {
        name: 'Li Wei',
        email: 'li@example.com',
        company: undefined,
        document: 'zs-VT15.specSheet.en',
        consents: { privacy: true, marketing: false, transfer: false },
      },
    });
  });

  it('names each field that is wrong, with the contact form’s codes', () => {
    const checked = validateDownloadRequest(
      { name: '<b>Li</b>', email: 'li@', document: '../etc/passwd' },
      { transferRecipient: 'HubSpot, Inc. (USA)' },
    );
    expect(checked).toEqual({
      success: false,
      errors: {
        name: 'markup',
        email: 'emailInvalid',
        document: 'documentInvalid',
        consentPrivacy: 'consentRequired',
        consentTransfer: 'consentRequired',
      },
    });
  });
});
