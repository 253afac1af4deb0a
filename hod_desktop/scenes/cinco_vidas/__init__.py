"""The Cinco Vidas table: one package, parts named by what they are."""
