import { expect, type Page, test } from '@playwright/test';
import { inDays, jobNumber, postLoadViaApi } from './loads-helpers.ts';
import { registerViaApi, signIn, unique } from './support/auth.ts';
import { demoSettingsPerTest } from './support/settings.ts';

/**
 * A sentence only the server can say lands under its field (the answer's `fields`), in the user's
 * language: the post form, the edit form and the register form, in en, es and fr.
 *
 * The post forms check a ZIP against the ZIP lookup before anything is sent, so the server's own
 * 'Invalid ZIP code' is reached the way a user reaches it: the lookup does not answer (its request
 * fails here), the form lets the post go, and the server refuses the ZIP. The save itself goes to
 * the real server untouched.
 */

const TEXT = {
  en: {
    invalidZip00000: 'Invalid ZIP code: 00000',
    emailTaken: 'An account with this email already exists',
    usernameTaken: 'This username is already taken',
    postLoad: 'Post Load',
    save: 'Save Changes',
    editLabel: (job: string) => `Edit load ${job}`,
    createAccount: 'Create Account',
  },
  es: {
    invalidZip00000: 'Código postal no válido: 00000',
    emailTaken: 'Ya existe una cuenta con este correo electrónico',
    usernameTaken: 'Este nombre de usuario ya está en uso',
    postLoad: 'Publicar carga',
    save: 'Guardar cambios',
    editLabel: (job: string) => `Editar la carga ${job}`,
    createAccount: 'Crear cuenta',
  },
  fr: {
    invalidZip00000: 'Code postal invalide : 00000',
    emailTaken: 'Un compte existe déjà avec cet e-mail',
    usernameTaken: "Ce nom d'utilisateur est déjà pris",
    postLoad: 'Publier le chargement',
    save: 'Enregistrer',
    editLabel: (job: string) => `Modifier le chargement ${job}`,
    createAccount: 'Créer le compte',
  },
} as const;

/** The language of the public screens loaded from now on (the last one this browser used). */
async function useLanguage(page: Page, language: keyof typeof TEXT) {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
}

const LANGUAGES = ['en', 'es', 'fr'] as const;

/** The ZIP lookup of `zip` gets no answer, as when the lookup service is down. */
async function lookupFails(page: Page, zip: string) {
  await page.route(`**/api/geo/zip/${zip}`, (route) => route.abort('connectionfailed'));
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`server field errors (${language})`, () => {
    // A signed-in user's language is the one of their settings.
    const demoSettings = demoSettingsPerTest();

    test('the post form shows the server’s refusal of a ZIP under the ZIP', async ({ page, request }) => {
      await demoSettings(request, 'broker', { language });
      await signIn(page, 'broker');
      await lookupFails(page, '00000');
      await page.goto('/post-loads');
      await page.locator('#post-pickupZip').pressSequentially('00000');
      await page.locator('#post-deliveryZip').pressSequentially('59002');
      await expect(page.locator('#post-deliveryLocation')).toHaveValue('Acton, MT');
      await page.locator('#post-pickupDate').fill(inDays(20));
      await page.locator('#post-deliveryDate').fill(inDays(22));
      await page.locator('#post-rate').fill('900');
      await page.locator('#post-balance').fill('900');
      const saved = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/api/loads'),
      );
      await page.getByRole('button', { name: text.postLoad }).click();
      expect((await saved).status()).toBe(422);

      const zip = page.locator('#post-pickupZip');
      await expect(zip).toHaveAccessibleDescription(text.invalidZip00000);
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
      await expect(zip).toBeFocused();
      await expect(page.locator('#post-deliveryZip')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/post-loads$/);
    });

    test('the edit form shows the server’s refusal of a ZIP under the ZIP', async ({ page, request }) => {
      const job = jobNumber('SRV');
      const load = await postLoadViaApi(request, 'broker', {
        jobNumber: job,
        pickupZip: '59001',
        deliveryZip: '59002',
        // A day of its own per language: the broker may not post one load twice.
        pickupDate: inDays(40 + LANGUAGES.indexOf(language)),
        deliveryDate: inDays(42 + LANGUAGES.indexOf(language)),
        balance: 700,
        rate: 700,
      });
      await demoSettings(request, 'broker', { language });
      await signIn(page, 'broker');
      await lookupFails(page, '00000');
      await page.goto('/view-loads?origin=59001');
      await page.getByRole('button', { name: text.editLabel(job) }).click();
      const zip = page.locator(`#edit-${load.id}-deliveryZip`);
      await expect(zip).toHaveValue('59002');
      await zip.fill('');
      await zip.pressSequentially('00000');
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.url().endsWith(`/api/loads/${load.id}`),
      );
      await page.getByRole('button', { name: text.save }).click();
      expect((await saved).status()).toBe(422);

      await expect(zip).toHaveAccessibleDescription(text.invalidZip00000);
      await expect(zip).toBeFocused();
      await expect(page.locator(`#edit-${load.id}-pickupZip`)).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('the register form shows a taken email and username under their fields', async ({
      page,
      request,
    }) => {
      const taken = await registerViaApi(request);
      await page.goto('/login');
      await useLanguage(page, language);
      await page.goto('/register');
      await page.locator('#register-firstName').fill('Ana');
      await page.locator('#register-lastName').fill('Moreau');
      await page.locator('#register-username').fill(taken.username);
      await page.locator('#register-email').fill(taken.email);
      await page.locator('#register-password').fill('Long-enough-1');
      await page.locator('#register-companyName').fill(`Moreau Transport ${unique()}`);
      await page.locator('#register-userType').selectOption('BROKER');
      await page.locator('#register-contactName').fill('Ana Moreau');
      await page.locator('#register-phone').fill('404-555-0102');
      await page.getByRole('button', { name: text.createAccount }).click();

      const email = page.locator('#register-email');
      await expect(email).toHaveAccessibleDescription(text.emailTaken);
      // The focus goes to the first field refused in the form's order.
      const username = page.locator('#register-username');
      await expect(username).toHaveAccessibleDescription(text.usernameTaken);
      await expect(username).toBeFocused();
      await expect(page.locator('#register-firstName')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/register$/);
    });
  });
}
