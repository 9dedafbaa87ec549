// Where a date may be formatted (decision 0113): what a person reads in src/domain/dates.ts (Intl in the browser's
// locale, decision 0130), the day and date-time keys written into files in src/profile/calendarDate.ts (decision
// 0112). Every other product file stores instants as ISO 8601 (`toISOString()`) and formats nothing itself.

/** The homes, and the calls only they may make. */
export const DATE_FORMAT_HOMES: Readonly<Record<string, string>> = {
  'src/domain/dates.ts': 'how a date, a time or a count is shown (Intl)',
  'src/profile/calendarDate.ts': 'the local day and date-time keys of files (YYYY-MM-DD, YYYY-MM-DD HH:MM:SS)',
};

interface DateFormatRule {
  readonly pattern: RegExp;
  /** The one file that may use it; null: no product file may. */
  readonly home: string | null;
  readonly why: string;
}

const RULES: readonly DateFormatRule[] = [
  {
    pattern: /\bIntl\s*\.\s*(DateTimeFormat|RelativeTimeFormat|NumberFormat)\b/,
    home: 'src/domain/dates.ts',
    why: 'an Intl formatter',
  },
  {
    pattern: /\.toLocale(Date|Time)?String\s*\(/,
    home: 'src/domain/dates.ts',
    why: 'a locale format',
  },
  {
    pattern: /\.get(UTC)?(FullYear|Month|Date|Day|Hours|Minutes|Seconds)\s*\(/,
    home: 'src/profile/calendarDate.ts',
    why: 'a date written out by hand from its parts',
  },
  {
    pattern: /\.toISOString\s*\(\s*\)\s*\.\s*(slice|substring|substr|split)\s*\(/,
    home: null,
    why: 'a part of an ISO text cut out (a UTC day, not the local one)',
  },
  {
    pattern: /\.to(Date|Time|UTC|GMT)String\s*\(/,
    home: null,
    why: 'a fixed English date text',
  },
  {
    pattern: /from\s+['"](date-fns|dayjs|moment|luxon)(\/[^'"]*)?['"]/,
    home: null,
    why: 'a date library (the app formats through Intl)',
  },
];

/** Product code: what ships (src/ and machines/, TypeScript), not tests, scripts or end-to-end specs. */
export function isProductSource(path: string): boolean {
  return /^(src|machines)\/.+\.tsx?$/.test(path) && !path.endsWith('.d.ts');
}

/** Each date format in `text` that `path` may not make: "path:line: why (the home)". */
export function dateFormatProblems(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    return RULES.filter((rule) => rule.pattern.test(code) && rule.home !== path).map(
      (rule) =>
        `${path}:${index + 1}: ${rule.why}${rule.home ? `: only ${rule.home} (${DATE_FORMAT_HOMES[rule.home]}) makes it` : ''}`,
    );
  });
}
