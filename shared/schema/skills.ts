import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const skills = pgTable(
  'skill',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    category: varchar('category', { length: 100 }),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [index('skill_category_idx').on(t.category)],
);

export const userSkills = pgTable(
  'user_skill',
  {
    id: serial('id').primaryKey(),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    proficiencyLevel: varchar('proficiency_level', { length: 20 })
      .notNull()
      .default('intermediate'),
    yearsOfExperience: integer('years_of_experience').notNull().default(1),
    isEndorsed: boolean('is_endorsed').notNull().default(false),
    endorsementCount: integer('endorsement_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_skill_user_skill_uq').on(t.userId, t.skillId),
    // Covers the directory's skill search: which members hold a skill, from the index alone.
    index('user_skill_skill_user_idx').on(t.skillId, t.userId),
  ],
);

export const skillEndorsements = pgTable(
  'skill_endorsement',
  {
    id: serial('id').primaryKey(),
    userSkillId: integer('user_skill_id')
      .notNull()
      .references(() => userSkills.id, { onDelete: 'cascade' }),
    endorsedBy: varchar('endorsed_by', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('skill_endorsement_user_skill_endorser_uq').on(t.userSkillId, t.endorsedBy),
    index('skill_endorsement_endorsed_by_idx').on(t.endorsedBy),
  ],
);

export type Skill = typeof skills.$inferSelect;
export type UserSkill = typeof userSkills.$inferSelect;
