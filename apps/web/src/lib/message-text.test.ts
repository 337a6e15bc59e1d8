import {
  changePasswordBody,
  counterOfferBody,
  forgotPasswordBody,
  freightPostBody,
  GEO_MESSAGES,
  LOAD_MESSAGES,
  loadRequestBody,
  loginBody,
  MESSAGES,
  registerBody,
  requestDecisionBody,
  resetPasswordBody,
  routeAlertInput,
  SETTINGS_MESSAGES,
  serviceAreaInput,
  tooManyAttemptsMessage,
  truckPostBody,
} from '@loadboard/contracts';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/en/messages.ts';
import { i18n } from '../i18n/index.ts';
import { messageKeyOf, translateMessage } from './message-text.ts';

const fr = i18n.getFixedT('fr');
const es = i18n.getFixedT('es');

describe('contract sentences in the user’s language', () => {
  it('knows a sentence by its contract constant, and keeps what the server added after it', () => {
    expect(messageKeyOf(MESSAGES.emailTaken)).toEqual({ key: 'messages.general.emailTaken', detail: '' });
    expect(messageKeyOf(`${GEO_MESSAGES.invalidZip}: 00000`)).toEqual({
      key: 'messages.loads.invalidZip',
      detail: '00000',
    });
    expect(translateMessage(`${GEO_MESSAGES.invalidZip}: 00000`, fr)).toBe(
      'Code postal invalide\u00a0: 00000',
    );
    expect(translateMessage(`${SETTINGS_MESSAGES.unknownZip}: 99999`, es)).toBe(
      'Código postal desconocido: 99999',
    );
  });

  it('a field rule is translated with its field’s name', () => {
    expect(translateMessage('Pickup date is required', fr)).toBe(
      'Le champ « Date d’enlèvement » est obligatoire',
    );
    expect(translateMessage('Notes must be at most 2000 characters', es)).toBe(
      'El campo «Notas» debe tener como máximo 2000 caracteres',
    );
  });

  it('an import row keeps its number and translates its problem', () => {
    expect(translateMessage('row 3: Rate is required', fr)).toBe(
      'ligne 3\u00a0: Le champ « Tarif » est obligatoire',
    );
    expect(translateMessage('row 3: has 12 values but the header has 10 columns', fr)).toBeNull();
  });

  it('a rate limit keeps its wait in seconds, in the plural form of each language', () => {
    expect(translateMessage(tooManyAttemptsMessage(42), fr)).toBe(
      'Trop de tentatives. Patientez 42 secondes puis réessayez.',
    );
    expect(translateMessage(tooManyAttemptsMessage(1), fr)).toBe(
      'Trop de tentatives. Patientez 1 seconde puis réessayez.',
    );
    expect(translateMessage(tooManyAttemptsMessage(119), es)).toBe(
      'Demasiados intentos. Espere 119 segundos y vuelva a intentarlo.',
    );
    // Two minutes or more are said in the whole minutes that cover them.
    expect(translateMessage(tooManyAttemptsMessage(3591), fr)).toBe(
      'Trop de tentatives. Patientez 60 minutes puis réessayez.',
    );
    for (const seconds of [1, 2, 119, 120, 900]) {
      expect(translateMessage(tooManyAttemptsMessage(seconds), i18n.getFixedT('en'))).toBe(
        tooManyAttemptsMessage(seconds),
      );
    }
  });

  it('leaves other sentences alone', () => {
    expect(translateMessage('Nothing was imported: 2 of 3 rows have problems', fr)).toBeNull();
    expect(translateMessage(`${MESSAGES.emailTaken} and more`, fr)).toBeNull();
    expect(translateMessage('Weight of the moon is required', fr)).toBeNull();
  });

  it('in English a sentence reads exactly as the contract writes it', () => {
    const en = i18n.getFixedT('en');
    for (const sentence of [MESSAGES.loginFailed, LOAD_MESSAGES.created, 'Rate per mile is required']) {
      expect(translateMessage(sentence, en)).toBe(sentence);
    }
  });

  it('every English text of the table is known by its own key', () => {
    const {
      rules: _rules,
      labels: _labels,
      counted: _counted,
      withDetail: _detail,
      importRow: _row,
      ...groups
    } = messages;
    for (const [group, sentences] of Object.entries(groups)) {
      for (const [name, sentence] of Object.entries(sentences)) {
        const key = messageKeyOf(sentence)?.key;
        // A sentence two groups share ('Invalid ZIP code') is known by the first.
        expect(key && i18n.getFixedT('en')(key), `${group}.${name}`).toBe(sentence);
      }
    }
  });
});

/** Every sentence a schema produces for `input`. */
const sentencesOf = (schema: { safeParse: (input: unknown) => unknown }, input: unknown): string[] => {
  const result = schema.safeParse(input) as { error?: { issues: { message: string }[] } };
  return result.error?.issues.map((issue) => issue.message) ?? [];
};

describe('every sentence the forms can show is translated', () => {
  const tooLong = 'x'.repeat(3000);
  const urls = Array.from({ length: 30 }, (_, index) => `https://board${index}.example.com`);
  const cases: [string, { safeParse: (input: unknown) => unknown }, unknown][] = [
    ['login, empty', loginBody, {}],
    ['login, bad email', loginBody, { email: 'nope', password: '' }],
    ['forgot password', forgotPasswordBody, {}],
    ['reset password', resetPasswordBody, { token: '', new_password: 'short', confirm_password: 'x' }],
    ['change password', changePasswordBody, {}],
    ['register, empty', registerBody, {}],
    [
      'register, bad values',
      registerBody,
      {
        firstName: tooLong,
        lastName: 'a\u0000b',
        username: 'no spaces!',
        companyName: ' ',
        contactName: tooLong,
        phone: 'call me',
        email: tooLong,
        password: tooLong,
        userType: 'SUPER_ADMIN',
        dotNumber: '12',
        website: 'ftp://example.com',
        loadBoardUrls: ['not a url', `https://${tooLong}.com`, ...urls],
      },
    ],
    ['freight post, empty', freightPostBody, {}],
    [
      'freight post, bad values',
      freightPostBody,
      {
        jobNumber: tooLong,
        pickupZip: '1',
        deliveryZip: 'abcde',
        pickupDate: '2025-02-30',
        deliveryDate: '03/07/2025',
        balance: '-1',
        rate: 'lots',
        cubicFeet: '1.234',
        weight: '1000000000',
        mobilePhone: '555',
        notes: 'a\u0000b',
        bookNowRate: '0',
      },
    ],
    [
      'freight post, dates out of order',
      freightPostBody,
      { pickupZip: '60601', deliveryZip: '75201', pickupDate: '2025-03-09', deliveryDate: '2025-03-01' },
    ],
    ['truck post, empty', truckPostBody, {}],
    [
      'truck post, bad values',
      truckPostBody,
      {
        availableDate: 'soon',
        availableTime: tooLong,
        truckType: 'spaceship',
        dimensions: { length: 'long', width: '-2', height: '1.001' },
        ratePerMile: '',
        minimumRate: 'x',
        equipmentDetails: { year: '1900.5', make: '', model: tooLong },
        driverInfo: { name: '', email: 'nope', experience: tooLong, phone: tooLong },
        preferredRoutes: tooLong,
        certifications: tooLong,
        additionalEquipment: tooLong,
        additionalInfo: tooLong,
        commodityType: tooLong,
        contactInfo: tooLong,
        equipment: tooLong,
      },
    ],
    ['truck post, old year', truckPostBody, { equipmentDetails: { year: 1900 } }],
    ['truck post, future year', truckPostBody, { equipmentDetails: { year: 2200 } }],
    ['request, empty', loadRequestBody, {}],
    ['request, bad values', loadRequestBody, { proposedRate: 'free', message: tooLong }],
    ['counter-offer, empty', counterOfferBody, {}],
    ['counter-offer, nothing offered', counterOfferBody, { rate: '0', message: tooLong }],
    ['counter-offer, bad values', counterOfferBody, { rate: 'lots', message: 'a\u0000b' }],
    ['request decision', requestDecisionBody, { status: 'PENDING' }],
    ['service area', serviceAreaInput, { zipCode: '1', radius: 1.5 }],
    ['service area, far', serviceAreaInput, { zipCode: '60601', radius: 900 }],
    ['route alert', routeAlertInput, {}],
  ];

  it.each(cases)('%s', (_name, schema, input) => {
    const sentences = sentencesOf(schema, input);
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) {
      const french = translateMessage(sentence, fr);
      const spanish = translateMessage(sentence, es);
      expect(french, sentence).not.toBeNull();
      expect(spanish, sentence).not.toBeNull();
      expect(french, sentence).not.toBe(sentence);
      expect(spanish, sentence).not.toBe(sentence);
    }
  });
});
