print("livery")
