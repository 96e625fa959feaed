-- The shared image library (image-bases) and its tags (image-base-tags).
CREATE TABLE image_tags (
  id    INTEGER PRIMARY KEY,
  name  TEXT NOT NULL UNIQUE
);

CREATE TABLE images (
  id          INTEGER PRIMARY KEY,
  image       TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE TABLE image_tag_links (
  image_id  INTEGER NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  tag_id    INTEGER NOT NULL REFERENCES image_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (image_id, tag_id)
);
CREATE INDEX image_tag_links_tag ON image_tag_links (tag_id);

-- Which seeds have run (so a restart never seeds twice).
CREATE TABLE seed_runs (
  name       TEXT PRIMARY KEY,
  ran_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
