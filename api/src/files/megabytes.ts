/** A size in Mo for French messages: one decimal, decimal comma (10 Mo, 2,5 Mo). */
export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} Mo`.replace('.', ',');
