print("scaffold-bench: not implemented yet")
