import type { ChatProfile } from '@/features/quick-chat';

/** The user's own chat profile (template-apps.md point 3, Chat profile). */
export const chatProfile: ChatProfile = {
  id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
  name: 'Anna Gruber',
  email: 'anna.gruber@callcenter.example',
  about: 'Leitung der Vermittlung',
};
