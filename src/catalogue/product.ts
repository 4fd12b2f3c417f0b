/** A slug: "zs-" and a model code, or a lower-case name for products without a code. */
export const productSlugPattern = /^(zs-[A-Za-z0-9]+|[a-z0-9]+(-[a-z0-9]+)*)$/;
