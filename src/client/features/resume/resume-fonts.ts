// The PDF's embedded fonts (metric twins of the Word fonts), so the on-screen preview breaks lines
// as the files do. Loaded with the builder page only; a browser fetches a face when text uses it.
import '@fontsource/carlito/400.css';
import '@fontsource/carlito/700.css';
import '@fontsource/arimo/400.css';
import '@fontsource/arimo/700.css';
import '@fontsource/caladea/400.css';
import '@fontsource/caladea/700.css';
import '@fontsource/gelasio/400.css';
import '@fontsource/gelasio/700.css';
