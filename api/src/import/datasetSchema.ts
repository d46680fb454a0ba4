/**
 * Shape of an import file (and of the demo dataset): one optional array per section. The
 * section schemas live in the kernel (shared-kernel/data), the one place the import, the
 * data api and the editing forms validate writes with; this module keeps the api's names.
 */
export {
  DERIVED_FIELDS,
  isCalendarDay,
  isSectionName,
  METERS,
  SECTION_NAMES,
  SECTION_SCHEMAS,
  UNIQUE_KEYS,
  type Dataset,
  type SectionName,
  type SectionRow,
} from 'shared-kernel/data';
