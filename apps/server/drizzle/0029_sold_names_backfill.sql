-- Orders sold before names were kept as sold (decisions/0041): every ticket and product item
-- has always recorded the id of what it was sold as (price type, each fee charge, product), so
-- the names are taken from those rows as they are now. A ticket without a price type (sold at
-- the price level's price) has no name; a fee charge whose fee is not found keeps its name.
UPDATE "order_tickets" t
  SET "price_type_name" = p."name", "price_type_name_translations" = p."name_translations"
  FROM "price_types" p
  WHERE p."id" = t."price_type_id" AND p."account_id" = t."account_id" AND t."price_type_name" IS NULL;
--> statement-breakpoint
UPDATE "order_tickets" t
  SET "fees" = (
    SELECT coalesce(jsonb_agg(
        CASE WHEN f."id" IS NULL THEN x.charge
          ELSE x.charge || jsonb_build_object('nameTranslations', f."name_translations") END
        ORDER BY x.n), '[]'::jsonb)
    FROM jsonb_array_elements(t."fees") WITH ORDINALITY AS x(charge, n)
    LEFT JOIN "fees" f ON f."account_id" = t."account_id" AND f."id" = (x.charge->>'feeId')::int
  )
  WHERE jsonb_typeof(t."fees") = 'array' AND jsonb_array_length(t."fees") > 0;
--> statement-breakpoint
UPDATE "order_products" op
  SET "name_translations" = p."name_translations"
  FROM "products" p
  WHERE p."id" = op."product_id" AND p."account_id" = op."account_id";
