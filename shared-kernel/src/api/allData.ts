/**
 * alldata (properties and holdings) loads once for every remote. The cache holds the payload
 * with its two lists checked as lists; each remote validates the list it shows, so /listeappt
 * does not pay for the 5 000 holdings of a large portfolio.
 */
import { endpoints, type ArrivedData } from './endpoints';
import { allDataSchema, type AllData } from './schemas';
import { validateOnce } from './validateOnce';

type Part = keyof AllData;

// Each list inside an object of its own name, so that an error path reads "immos.12.IM_NOM".
const partSchemas = {
  immos: allDataSchema.pick({ immos: true }),
  opvcm: allDataSchema.pick({ opvcm: true }),
};

/** The `part` list of an arrived alldata payload, validated once; throws the ApiError of bad data. */
export function allDataPart<P extends Part>(arrived: ArrivedData<'allData'>, part: P): AllData[P] {
  const picked = validateOnce(arrived, part, partSchemas[part], () => ({ [part]: arrived[part] }), endpoints.allData.path);
  return (picked as Pick<AllData, P>)[part];
}
