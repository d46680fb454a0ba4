/** What the line charts draw with, loaded with the first of them (chartLibrary.ts). */
export { Line } from '@nivo/line';
export { StaticAxes, StaticGrid, StaticLines, StaticPoints } from './staticLayers';
