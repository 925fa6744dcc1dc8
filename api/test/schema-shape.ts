import fs from "node:fs";
import path from "node:path";
import internals from "@prisma/internals";
import type { SqlDriver } from "../src/db/database.ts";
import { apiRoot } from "../src/env.ts";

/** A database's shape, reduced to what a migration can get wrong; sorted so two shapes compare with toEqual. */
export interface SchemaShape {
  enums: Record<string, string[]>;
  columns: Record<string, string>;
  indexes: string[];
  foreignKeys: string[];
}

const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Boolean: "boolean",
  DateTime: "timestamp(3)",
  Float: "double precision",
  Json: "jsonb",
  Decimal: "numeric(65,30)",
};

/** Defaults Prisma fills in on the client; they leave no DEFAULT in the table. */
const CLIENT_SIDE_DEFAULTS = new Set(["uuid", "cuid", "nanoid", "ulid"]);

/** What `schema.prisma` says the database must look like, with Prisma's default naming. */
export async function expectedShape(): Promise<SchemaShape> {
  const datamodel = fs.readFileSync(path.join(apiRoot, "prisma", "schema.prisma"), "utf8");
  const { datamodel: dmmf } = await internals.getDMMF({ datamodel });
  const tableOf = new Map(dmmf.models.map((model) => [model.name, model.dbName ?? model.name]));
  const shape: SchemaShape = { enums: {}, columns: {}, indexes: [], foreignKeys: [] };

  for (const enumType of dmmf.enums)
    shape.enums[enumType.dbName ?? enumType.name] = enumType.values.map((value) => value.dbName ?? value.name);
  for (const model of dmmf.models) {
    const table = tableOf.get(model.name)!;
    const columnOf = new Map(model.fields.map((field) => [field.name, field.dbName ?? field.name]));
    for (const field of model.fields) {
      if (field.kind === "object") {
        if (field.relationFromFields?.length) {
          const from = field.relationFromFields.map((name) => columnOf.get(name)).join("_");
          const onDelete = (field.relationOnDelete ?? (field.isRequired ? "Restrict" : "SetNull")).toUpperCase();
          shape.foreignKeys.push(`${table}_${from}_fkey -> ${tableOf.get(field.type)} ON DELETE ${onDelete}`);
        }
        continue;
      }
      const base = field.kind === "enum" ? field.type : SCALAR_TYPES[field.type]!;
      const type = field.isList ? `${base}[]` : base;
      const dbDefault = field.hasDefaultValue && !CLIENT_SIDE_DEFAULTS.has((field.default as { name?: string })?.name ?? "");
      // Prisma creates list columns without NOT NULL.
      const nullable = !field.isRequired || field.isList;
      shape.columns[`${table}.${columnOf.get(field.name)}`] = `${type}${nullable ? "" : " not null"}${dbDefault ? " default" : ""}`;
    }
  }
  for (const index of dmmf.indexes) {
    const table = tableOf.get(index.model)!;
    const model = dmmf.models.find((candidate) => candidate.name === index.model)!;
    const columns = index.fields.map((field) => model.fields.find((candidate) => candidate.name === field.name)?.dbName ?? field.name);
    const suffix = index.type === "id" ? "pkey" : index.type === "unique" ? "key" : "idx";
    const name = index.dbName ?? (index.type === "id" ? `${table}_pkey` : `${table}_${columns.join("_")}_${suffix}`);
    shape.indexes.push(`${name} ON ${table}(${columns.join(", ")})${index.type === "normal" ? "" : " UNIQUE"}`);
  }
  return sortShape(shape);
}

/** What the migrated database actually holds in its public schema (Prisma's bookkeeping table aside). */
export async function actualShape(sql: SqlDriver): Promise<SchemaShape> {
  const shape: SchemaShape = { enums: {}, columns: {}, indexes: [], foreignKeys: [] };
  const enums = await sql.query<{ name: string; value: string }>(`
    SELECT t.typname AS name, e.enumlabel AS value FROM pg_type t
    JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' ORDER BY t.typname, e.enumsortorder`);
  for (const row of enums) (shape.enums[row.name] ??= []).push(row.value);

  const columns = await sql.query<{ table_name: string; column_name: string; type: string; not_null: boolean; has_default: boolean }>(`
    SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
           a.attnotnull AS not_null, a.atthasdef AS has_default
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND c.relname <> '_prisma_migrations'`);
  for (const column of columns) {
    const type = column.type.replace("timestamp(3) without time zone", "timestamp(3)").replaceAll('"', "");
    shape.columns[`${column.table_name}.${column.column_name}`] =
      `${type}${column.not_null ? " not null" : ""}${column.has_default ? " default" : ""}`;
  }

  const indexes = await sql.query<{ name: string; table_name: string; columns: string; is_unique: boolean }>(`
    SELECT i.relname AS name, t.relname AS table_name, ix.indisunique AS is_unique,
           (SELECT string_agg(a.attname, ', ' ORDER BY k.ord) FROM unnest(ix.indkey) WITH ORDINALITY k(attnum, ord)
              JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) AS columns
    FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND t.relname <> '_prisma_migrations'`);
  for (const index of indexes)
    shape.indexes.push(`${index.name} ON ${index.table_name}(${index.columns})${index.is_unique ? " UNIQUE" : ""}`);

  const foreignKeys = await sql.query<{ name: string; target: string; on_delete: string }>(`
    SELECT con.conname AS name, target.relname AS target,
           CASE con.confdeltype
             WHEN 'c' THEN 'CASCADE' WHEN 'r' THEN 'RESTRICT' WHEN 'n' THEN 'SETNULL' WHEN 'd' THEN 'SETDEFAULT' ELSE 'NOACTION'
           END AS on_delete
    FROM pg_constraint con JOIN pg_class target ON target.oid = con.confrelid JOIN pg_namespace n ON n.oid = con.connamespace
    WHERE con.contype = 'f' AND n.nspname = 'public'`);
  for (const key of foreignKeys) shape.foreignKeys.push(`${key.name} -> ${key.target} ON DELETE ${key.on_delete}`);
  return sortShape(shape);
}

function sortShape(shape: SchemaShape): SchemaShape {
  return {
    enums: Object.fromEntries(Object.entries(shape.enums).sort(([a], [b]) => a.localeCompare(b))),
    columns: Object.fromEntries(Object.entries(shape.columns).sort(([a], [b]) => a.localeCompare(b))),
    indexes: [...shape.indexes].sort(),
    foreignKeys: [...shape.foreignKeys].sort(),
  };
}
