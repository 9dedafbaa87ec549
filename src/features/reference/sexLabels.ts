// How each sex is named in table captions: the norms are published as separate tables for men and women.
import type { Sex } from '@/domain/person';

export const SEX_TABLE_LABELS: Readonly<Record<Sex, string>> = { MALE: 'Men', FEMALE: 'Women' };
