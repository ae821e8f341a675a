// Written by `npm run providers` from the files of src/server/providers/; do not edit.
export const providerLabels = {
  'bmkg-gempa': 'BMKG (data.bmkg.go.id)',
  'open-meteo': 'Open-Meteo (open-meteo.com)',
} as const;
