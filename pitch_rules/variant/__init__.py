"""Variant files: strict loading, schema checks, and the resolved model."""
