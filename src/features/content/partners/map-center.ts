/** Where the map is centred: the company's headquarters in Las Vegas (latitude, longitude). */
export const MAP_CENTER: [number, number] = [36.0716, -115.2074];
