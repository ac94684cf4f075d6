package com.example.greeter;

import javafx.application.Application;

/** Starts the app from a plain class: a main class that extends Application fails on the class path. */
public final class GreeterMain {

    private GreeterMain() {
    }

    public static void main(String[] args) {
        Application.launch(GreeterApp.class, args);
    }
}
