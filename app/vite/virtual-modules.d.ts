declare module "virtual:page-script" {
  /** The page script's address: hashed in the build (app/vite/page-script.ts). */
  const src: string;
  export default src;
}
