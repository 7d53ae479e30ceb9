import { defineConfig, type Plugin } from 'vite';

/** `npm start` opens on the demo page. */
const demoAtRoot: Plugin = {
  name: 'demo-at-root',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url === '/' || req.url === '/index.html') {
        res.statusCode = 302;
        res.setHeader('Location', '/demo/');
        res.end();
        return;
      }
      next();
    });
  },
};

// Two library builds: `vite build` writes the ES modules (lit stays an import so apps share
// one copy); `vite build --mode iife` writes one self-contained script for a plain <script src>.
export default defineConfig(({ mode }) => ({
  plugins: [demoAtRoot],
  server: { host: true },
  build:
    mode === 'iife'
      ? {
          emptyOutDir: false,
          sourcemap: true,
          minify: true,
          lib: {
            entry: 'src/index.ts',
            name: 'TetrisGame',
            formats: ['iife'],
            fileName: () => 'tetris-game.iife.js',
          },
        }
      : {
          sourcemap: true,
          lib: {
            entry: { 'tetris-game': 'src/index.ts', engine: 'src/engine/index.ts' },
            formats: ['es'],
          },
          rolldownOptions: { external: [/^lit(\/.*)?$/, /^@lit\//] },
        },
}));
