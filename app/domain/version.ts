/** A game version, "major.minor" as the game prints it ("10.8", "2.0"). */
export type Version = `${number}.${number}`
