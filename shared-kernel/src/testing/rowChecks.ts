import { checkRow } from 'contract-kit/data';
import type { Section } from 'contract-kit/data';

/**
 * For an area's bounds tests: a valid row of each section, changed one field at a time, checked
 * as the import, the data api and the forms check it. `refusal` is « accepté » or the French detail.
 */
export function rowChecks<T extends Record<string, Section>>(sections: T, valid: Record<keyof T, Record<string, unknown>>) {
  const check = (section: keyof T, fields: Record<string, unknown>) => checkRow(sections[section]!, { ...valid[section], ...fields });
  const refusal = (section: keyof T, fields: Record<string, unknown>) => {
    const checked = check(section, fields);
    return checked.ok ? 'accepté' : checked.problem.detail;
  };
  const sectionNames = Object.keys(valid) as Array<keyof T & string>;
  return { check, refusal, sectionNames };
}
