/** The product's mark (same drawing as the favicon): a truck on a blue tile. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="brand-mark"
    >
      <rect width="32" height="32" rx="7" fill="#0d6efd" />
      <path d="M5 20h15v-8H5zm15-5h4l3 3v2h-7z" fill="#fff" />
      <circle cx="10" cy="22" r="2.5" fill="#fff" />
      <circle cx="23" cy="22" r="2.5" fill="#fff" />
    </svg>
  );
}
