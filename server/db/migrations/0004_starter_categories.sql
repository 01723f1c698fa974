-- Starting categories for a business community. Reference data, so every database has
-- it; ON CONFLICT keeps a community's own renames and additions untouched on re-runs.
INSERT INTO "discussion_category" ("name", "description", "color") VALUES
  ('General', 'Introductions, announcements and everything else', '#D4AF37'),
  ('Business Strategy', 'Growth, planning, competition and running the company', '#B8860B'),
  ('Networking', 'Introductions, referrals and finding the right people', '#C9A227'),
  ('Technology', 'Software, data, AI and the tools that run a business', '#8A6D1F'),
  ('Marketing & Sales', 'Brand, demand, pipelines and closing', '#A67C00'),
  ('Finance & Investment', 'Funding, banking, investors and the numbers', '#7A5C0F'),
  ('Events', 'Meetups, conferences and what is on around Houston', '#DAA520'),
  ('Opportunities', 'Partnerships, projects, hiring and deals', '#9C7A12')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "resource_category" ("name", "description") VALUES
  ('Guides & Playbooks', 'How-tos and step-by-step playbooks from members'),
  ('Templates', 'Documents and spreadsheets to start from'),
  ('Legal & Finance', 'Contracts, compliance, accounting and funding'),
  ('Marketing', 'Brand, content, campaigns and sales material'),
  ('Technology', 'Tools, software and technical references'),
  ('Events & Talks', 'Recordings and slides from talks and events')
ON CONFLICT ("name") DO NOTHING;
