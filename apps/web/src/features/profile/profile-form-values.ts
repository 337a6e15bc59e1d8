import type { ProfileUpdateBody, UserProfile } from '@loadboard/contracts';

/** The editable fields as the form holds them: text, empty for none. */
export type ProfileFormValues = {
  [K in keyof Required<ProfileUpdateBody>]: string;
};

export function formValuesOf(profile: UserProfile): ProfileFormValues {
  return {
    companyName: profile.companyName,
    dotNumber: profile.dotNumber ?? '',
    contactName: profile.contactName,
    website: profile.website ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
  };
}

/** The body of PUT /auth/profile/update: the whole profile object with the form's changes (spec 7). */
export const updateBodyOf = (profile: UserProfile, values: ProfileFormValues) => ({ ...profile, ...values });
