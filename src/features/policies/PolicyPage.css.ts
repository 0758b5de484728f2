import { sprinkles } from '@/lib/theme';

export const tabs = sprinkles({ display: 'flex', gap: 'sm', flexWrap: 'wrap' });

export const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });
