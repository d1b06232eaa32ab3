"""heap_compare.py's helpers: SV-COMP task rows (sv_tasks) and CBMC runs (cbmc_run)."""
