/** What the pie charts draw with, through a module of the kernel: its chunk is the one chartFiles.cjs fetches (chartLibrary.ts). */
export * from '@nivo/pie';
